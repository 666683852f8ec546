# str.format error: positional field in format_map
print("start")
print("{}".format_map({}))
