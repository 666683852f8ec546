# strftime week numbers around new year
import time
for ts in range(1703980800, 1703980800 + 86400 * 9, 86400):
    g = time.gmtime(ts)
    print(time.strftime('%Y-%m-%d %a %U %W %V %G %j %u %w', g))
