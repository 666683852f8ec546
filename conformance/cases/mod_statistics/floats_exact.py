# exact float results of mean and variance
import statistics as st
vals = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]
print(st.mean(vals), st.variance(vals), st.pvariance(vals), st.stdev(vals), st.pstdev(vals))
big = [1e16 + i for i in range(5)]
print(st.mean(big), st.variance(big), st.stdev(big))
print(st.mean([1, 2.5]), st.mean([3]), st.variance([2, 4, 4, 4, 5, 5, 7, 9]), st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(st.stdev([1, 2]), st.pstdev([1e-300, 3e-300]), st.variance([1, 2, 3, 4, 5, 6]))
