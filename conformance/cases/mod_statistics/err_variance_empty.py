# variance of no data
import statistics
statistics.variance([])
