# integer inputs giving float or int results
import statistics as st
for data in ([1, 2, 3], [1, 2, 3, 4], [10, 20], [1, 1, 2, 3, 5, 8, 13], [-5, 5]):
    print(st.mean(data), st.median(data), st.variance(data), st.pvariance(data), st.stdev(data))
