# an absurd width fails before allocating
print("start")
print(format(1, ">999999999999"))
