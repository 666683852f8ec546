# nested comprehensions: two frames
x = [[1 / j for j in range(i)] for i in range(3)]
