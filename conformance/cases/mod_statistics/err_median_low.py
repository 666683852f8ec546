# median_low of no data
import statistics
statistics.median_low([])
