# conditional expression as the comprehension element
print(["even" if i % 2 == 0 else "odd" for i in range(4)])
