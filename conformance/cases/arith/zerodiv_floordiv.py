# floor division by zero message
print(5 // 0)
