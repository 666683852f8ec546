# mean of str and int
import statistics
statistics.mean([1, "2"])
