# variance and standard deviation
import statistics as st
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.variance(data), st.pvariance(data), st.stdev(data), st.pstdev(data))
print(st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.stdev([1, 2, 3, 4]), st.pstdev([1, 2, 3, 4]))
print(st.variance([1, 1, 1]), st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(st.variance(data, st.mean(data)), st.pvariance([1, 2, 3], mu=2), st.variance([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3]))
print(st.variance([3, 5]), type(st.variance([3, 5])).__name__, st.pvariance([1, 2]))
