x = 'café'
