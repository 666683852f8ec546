# correlation of a constant input
import statistics
statistics.correlation([1, 1, 1], [1, 2, 3])
