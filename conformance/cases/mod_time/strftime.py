# strftime directives
import time
g = time.gmtime(1700000000)
print(time.strftime('%Y-%m-%d %H:%M:%S', g))
print(time.strftime('%a %A %b %B %d %j %U %W %w %y %p %I %%', g))
print(time.strftime('%c | %x | %X', g))
print(time.strftime('%e %D %F %T %R %C %u %V %G %g', g))
print(time.strftime('%H%M', (2024, 2, 29, 23, 5, 0, 3, 60, 0)))
for ts in (0, 86400 * 3, 1234567890, 978307200, 2000000000):
    print(time.strftime('%Y-%m-%d %a %j %U %W %V', time.gmtime(ts)))
