# median_grouped of no data
import statistics
statistics.median_grouped([])
