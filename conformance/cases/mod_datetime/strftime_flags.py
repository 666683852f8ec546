# glibc flags and widths: %-d %_d %0e %^a %#b %10Y
from datetime import date, datetime, time, timedelta, timezone
d = datetime(2020, 3, 4, 5, 6, 7, 8)
for f in ['%-d', '%-m', '%-H', '%-I', '%-M', '%-S', '%-j', '%_d', '%_m', '%_H', '%0e', '%^a', '%^A', '%^b', '%^B', '%^p', '%#a', '%#b', '%#p', '%#Z',
          '%10Y', '%_10Y', '%-10Y', '%5d', '%_5d', '%3a', '%010A', '%Ey', '%Od', '%EY', '%Q', '%', 'a%', '%%%', '100%', '%5', '%-', '%^', '%4f', '%-f', '%s']:
    print(repr(f), repr(d.strftime(f)))
print(repr(date(5, 1, 1).strftime('%Y %G %C %y %4Y %-Y %_6Y')))
print(repr(d.strftime('')), repr(d.strftime('plain text')), repr(d.strftime('%Y-%m-%dT%H:%M:%S.%f')))
try:
    d.strftime(5)
except TypeError as e:
    print(e)

