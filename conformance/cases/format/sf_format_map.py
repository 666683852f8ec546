# str.format_map looks fields up in the mapping
print("{x} {y}".format_map({"x": 1, "y": 2}))
print("{x[0]:>4}".format_map({"x": [9]}))
print("{x:{w}}|".format_map({"x": "a", "w": 4}))
print("no fields".format_map({}))
