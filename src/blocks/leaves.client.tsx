'use client'
import dynamic from 'next/dynamic'

/*
 * The blocks' interactive leaves that few pages render, each in its own chunk: a catch-all route
 * would otherwise ship every block's code to every page. Rendered on the server (ssr) and without
 * a Suspense boundary or loading state on purpose: the server waits for the import, so the HTML is
 * whole without JavaScript (a boundary would stream the leaf later, put in place by a script); the
 * server HTML preloads the chunk, and hydration keeps the server HTML until it has arrived.
 */
export const SupportRequestFormClient = dynamic(() => import('./SupportRequestForm/SupportRequestForm.client').then((m) => m.SupportRequestFormClient))
export const TerritoryFormClient = dynamic(() => import('./TerritoryForm/TerritoryForm.client').then((m) => m.TerritoryFormClient))
export const NewsletterForm = dynamic(() => import('./NewsletterForm/NewsletterForm.client').then((m) => m.NewsletterForm))
export const ChartView = dynamic(() => import('./Chart/ChartView.client').then((m) => m.ChartView))
export const ChartTabList = dynamic(() => import('./ChartTabs/ChartTabs.client').then((m) => m.ChartTabList))
export const ChartSwitcher = dynamic(() => import('./ChartSelector/ChartSelector.client').then((m) => m.ChartSwitcher))
export const FaqSearchBox = dynamic(() => import('./FaqSearch/FaqSearch.client').then((m) => m.FaqSearchBox))
export const YouTubeGate = dynamic(() => import('./VideoPlayer/VideoPlayer.client').then((m) => m.YouTubeGate))
export const VideoConsentControl = dynamic(() => import('./ConsentSettings/VideoConsentControl.client').then((m) => m.VideoConsentControl))
export const AnnouncementsList = dynamic(() => import('./AnnouncementsGrid/AnnouncementsList.client').then((m) => m.AnnouncementsList))
export const SidebarRichText = dynamic(() => import('./SidebarRichText/SidebarRichText.client').then((m) => m.SidebarRichText))
export const StepperAccordion = dynamic(() => import('./Stepper/Stepper.client').then((m) => m.StepperAccordion))
export const MeasureCardsList = dynamic(() => import('./MeasureCards/MeasureCards.client').then((m) => m.MeasureCardsList))
export const MeasuresAccordion = dynamic(() => import('./MeasuresAccordion/MeasuresAccordion.client').then((m) => m.MeasuresAccordion))
export const BeneficiaryContentList = dynamic(() => import('./BeneficiaryContent/BeneficiaryContent.client').then((m) => m.BeneficiaryContentList))
export const PagedList = dynamic(() => import('./Pagination/PagedList.client').then((m) => m.PagedList))
