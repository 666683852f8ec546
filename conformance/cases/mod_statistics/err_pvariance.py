# pvariance of no data
import statistics
statistics.pvariance([])
