# an operation inside a call's arguments
print(len([1]) - "1")
