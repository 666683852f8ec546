# quantiles exclusive and inclusive
import statistics as st
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print([round(q, 1) for q in st.quantiles(data, n=10)])
print(st.quantiles([1, 2, 3, 4, 5]), st.quantiles([1, 2, 3, 4, 5], method='inclusive'), st.quantiles([1.0, 2.0], n=3))
print(st.quantiles(range(100), n=4), st.quantiles([1, 2], n=1))
