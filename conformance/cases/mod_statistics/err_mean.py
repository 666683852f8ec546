# mean of empty data
import statistics
statistics.mean([])
