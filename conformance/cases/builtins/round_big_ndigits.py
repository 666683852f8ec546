# round with large or huge ndigits
print(round(10**60, -59), round(15, -1), round(25, -1), round(-25, -1), round(-35, -1), round(5, -1))
print(round(5, 10**30), round(5.5, 10**30), round(5.5, -10**30), round(True, -1), round(-5, 10**20))
print(round(123456789, -4), round(-123456789, -4), round(10**20 + 5 * 10**9, -10))
x = round(10**6000, -5001)
print(x == 10**6000, round(10**6000 + 5 * 10**5000, -5001) == 10**6000)
print(round(10**6000 + 5 * 10**5000 + 1, -5001) == 10**6000 + 10**5001)
print(round(10**100, -200), round(-10**100, -102), round(6 * 10**100, -101) == 10**101)
