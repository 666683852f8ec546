# median_high of no data
import statistics
statistics.median_high([])
