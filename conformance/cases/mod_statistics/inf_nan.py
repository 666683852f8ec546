# infinities and NaN
import statistics as st
print(st.mean([float('inf'), 1]), st.mean([1.0, float('nan')]), st.fmean([float('inf'), 2]))
print(st.variance([1.0, float('inf')]), st.median([float('inf'), 1, 2]))
