# uncaught: {1}.union(1)
{1}.union(1)
