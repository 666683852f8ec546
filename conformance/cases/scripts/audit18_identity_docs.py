# audit: warnings from literal comparisons do not change results; help of a builtin method inline
x = 300
y = 300
print(x is not None, type(x) is int, x == y)
print(str.strip.__doc__.splitlines()[0], len(dir(str)) > 40)
