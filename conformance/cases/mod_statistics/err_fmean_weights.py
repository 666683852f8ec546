# fmean with mismatched weights
import statistics
statistics.fmean([1, 2], weights=[1])
