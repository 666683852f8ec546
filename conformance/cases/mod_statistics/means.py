# mean, fmean, geometric and harmonic means
import statistics as st
print(st.mean([1, 2, 3, 4, 4]), st.mean([1, 2]), st.mean([-1.0, 2.5, 3.25, 5.75]), st.mean([0.1] * 10))
print(st.fmean([3.5, 4.0, 5.25]), st.fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]), st.fmean(iter([1, 2])))
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([1.5, 2.5]))
print(st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([5]), st.harmonic_mean([1, 0]))
print(st.mean([True, False, True]), st.mean([1e50, 1, -1e50] * 1000), st.mean(range(1, 101)))
