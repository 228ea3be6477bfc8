// Loaded with import() by ChartView only when a chart is drawn: pages without charts get none of these bytes.
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { AriaComponent, GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, LegendPlainComponent, TooltipComponent, CanvasRenderer])

export { echarts }
