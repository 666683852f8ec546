# exit(4) in a script
print("x")
exit(4)
