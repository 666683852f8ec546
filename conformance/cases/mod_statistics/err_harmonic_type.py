# harmonic_mean of one string
import statistics
statistics.harmonic_mean(["a"])
