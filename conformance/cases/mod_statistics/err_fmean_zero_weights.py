# fmean with zero weights
import statistics
statistics.fmean([1, 2], weights=[0, 0])
