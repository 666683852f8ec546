# '%05%' uncaught
print('%05%' % (1,))
