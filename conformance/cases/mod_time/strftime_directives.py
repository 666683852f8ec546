# time.strftime: every directive glibc writes in the C locale, for tuples whose week day and
# day of the year contradict the date (glibc computes %G %g %V %U %W from those fields),
# years below 1000 (no padding of %Y, %C, %G), and asctime.
import time

fmts = "aAbBcCdDeFgGHIjklmMnpPrRStTuUVwWxXyYz%"
for tt in [(2023, 1, 5, 3, 4, 5, 3, 5, 0), (1999, 12, 31, 23, 59, 59, 4, 365, 0), (5, 1, 1, 0, 0, 0, 0, 1, 0),
           (2024, 2, 29, 12, 0, 0, 3, 60, 0), (2024, 7, 1, 0, 0, 0, 0, 183, 0)]:
    print(repr(time.strftime(' '.join('%' + c for c in fmts), tt)))
    print(time.asctime(tt))
print(time.strftime('abc%%d%q%', (2020, 1, 1, 0, 0, 0, 0, 1, 0)))
for y in (1, 5, 99, 100, 150, 999, 1000, 1899, 1900, 2000, 2020, 2021, 2024, 9999):
    row = []
    for yd in (1, 2, 3, 4, 5, 6, 7, 8, 100, 358, 359, 360, 361, 362, 363, 364, 365, 366):
        for wd in range(7):
            row.append(time.strftime('%C.%g.%G.%V.%U.%W.%y.%Y', (y, 1, 1, 0, 0, 0, wd, yd, 0)))
    print(' '.join(row))
