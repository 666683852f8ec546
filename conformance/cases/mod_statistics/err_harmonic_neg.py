# harmonic_mean of negative data
import statistics
statistics.harmonic_mean([1, -2])
