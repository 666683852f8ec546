# to_eng_string on many exponents
from decimal import Decimal
for e in range(-12, 13):
    d = Decimal((0, (1, 2, 3), e))
    print(e, str(d), d.to_eng_string(), Decimal((1, (0,), e)).to_eng_string())
