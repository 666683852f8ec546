# median variants
import statistics as st
print(st.median([1, 3, 5]), st.median([1, 3, 5, 7]), st.median([1.5, 2]), st.median(['b', 'a', 'c']))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median_low([2]), st.median_high(range(10)))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5], interval=2))
print(st.median_grouped([1, 3, 3, 5, 7], interval=1.5))
