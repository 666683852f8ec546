# fmean of no data
import statistics
statistics.fmean([])
