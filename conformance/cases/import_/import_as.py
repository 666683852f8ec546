# import ... as binds an alias
import math as m
print(m.factorial(20), m.gcd(12, 18))
