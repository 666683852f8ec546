# stdev of one point
import statistics
statistics.stdev([5.0])
