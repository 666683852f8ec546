x = 1
# trailing comment