# uncaught invalid literal
from fractions import Fraction
Fraction('1/2/3')
