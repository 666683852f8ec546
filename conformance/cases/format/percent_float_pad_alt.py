# %-formatting: zero padding applies to inf/nan, '#' keeps the point and zeros of %g
for spec in ['%05f', '%06.2f', '%-06f', '%+07e', '% 06g', '%07F', '%05G']:
    print(spec, [spec % v for v in (float('inf'), float('-inf'), float('nan'))])
print('%.3g|%#.3g|%.0e|%#.0e' % (100.0, 100.0, 15.0, 15.0))
print('%#g %#.0f %#.3G %#g %#.2g %#.1g %#G' % (1.0, 2.5, 1e10, 0.0, 123456.0, 0.5, 1e-10))
print('%#010.3g|%-#8g|%#x' % (3.0, 2.0, 255))
print(b'%05f %#.3g' % (float('-inf'), 100.0))
