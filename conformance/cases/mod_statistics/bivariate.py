# correlation, covariance, linear_regression
import statistics as st
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.correlation(x, y), st.correlation(x, x[::-1]))
print(st.linear_regression(x, y), st.linear_regression([1, 2, 3], [2, 4, 6], proportional=True))
r = st.linear_regression([1, 2, 3, 4, 5], [1.5, 3.9, 6.1, 8.2, 9.7])
print(r.slope, r.intercept, type(r).__name__)
