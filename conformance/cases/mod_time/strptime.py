# time.strptime returns a struct_time
import time
print(time.strptime('2024-03-05 14:07:09', '%Y-%m-%d %H:%M:%S'))
print(time.strptime('Tue Mar  5 14:07:09 2024'))
print(tuple(time.strptime('5/3/99', '%d/%m/%y')), time.strptime('12', '%H').tm_year)
st = time.strptime('2020-02-29', '%Y-%m-%d')
print(st.tm_yday, st.tm_wday, st.tm_isdst, time.strftime('%Y/%m/%d', st))
for a in [('2024', '%m'), ('x', '%Y'), ('2024-13-01', '%Y-%m-%d'), ('2024-01-01 extra', '%Y-%m-%d')]:
    try:
        time.strptime(*a)
    except ValueError as e:
        print('ValueError', e)
