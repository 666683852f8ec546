# harmonic_mean with mismatched weights
import statistics
statistics.harmonic_mean([1, 2], weights=[1])
