# format specs on Decimals
from decimal import Decimal as D
for d in [D('1234.5678'), D('-0.000123'), D('0'), D('1e10'), D('2.5'), D('-3.14159')]:
    print(f'{d:.2f}|{d:10.3f}|{d:<12.1e}|{d:+.3g}|{d:,.2f}|{d:%}|{d:.1%}|{d}|{d:e}|{d:g}|{d:>15}|{d:015.2f}')
print(f'{D("inf"):10}|{D("-inf"):.2f}|{D("nan")}')
print(format(D('12345678.9'), ','), format(D('0.5'), '.0f'), format(D('1.5'), '.0f'), format(D('2.5'), '.0f'))
