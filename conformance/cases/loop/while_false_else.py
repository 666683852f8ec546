# a while loop that never runs still runs else
while False:
    print("never")
else:
    print("else ran")
