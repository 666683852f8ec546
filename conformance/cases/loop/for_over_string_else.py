# for-else with a break on a character
for c in "hello":
    if c == "z":
        break
else:
    print("no z")
