# correlation of one point
import statistics
statistics.correlation([1], [1])
