// The comparison states of so03_bench_test.go, in so03/tagiron_solve's form: per player the answers it
// gave (player 1 is the seat, known by its rack; every other player answered every question, its own
// too). Only questions whose answers do not depend on tile order.
pub fn states() -> Vec<(&'static str, Vec<Vec<tagiron_solve::Q>>)> {
    vec![
        ("2q", vec![vec![("what_is_your_answer", vec![2, 5, 6, 9, 2, 3, 1, 2])], vec![("small_three_sum", vec![1]), ("how_many_red", vec![2])], vec![("small_three_sum", vec![12]), ("how_many_red", vec![1])], vec![("small_three_sum", vec![12]), ("how_many_red", vec![2])]]),
        ("5q", vec![vec![("what_is_your_answer", vec![2, 5, 6, 9, 2, 3, 1, 2])], vec![("small_three_sum", vec![1]), ("how_many_red", vec![2]), ("sum_all", vec![9]), ("odd_count", vec![1]), ("max_diff_is", vec![8])], vec![("small_three_sum", vec![12]), ("how_many_red", vec![1]), ("sum_all", vec![19]), ("odd_count", vec![3]), ("max_diff_is", vec![6])], vec![("small_three_sum", vec![12]), ("how_many_red", vec![2]), ("sum_all", vec![20]), ("odd_count", vec![2]), ("max_diff_is", vec![5])]]),
        ("solved6q", vec![vec![("what_is_your_answer", vec![2, 5, 6, 9, 2, 3, 1, 2])], vec![("small_three_sum", vec![1]), ("how_many_red", vec![2]), ("sum_all", vec![9]), ("odd_count", vec![1]), ("max_diff_is", vec![8]), ("sum_red", vec![1])], vec![("small_three_sum", vec![12]), ("how_many_red", vec![1]), ("sum_all", vec![19]), ("odd_count", vec![3]), ("max_diff_is", vec![6]), ("sum_red", vec![7])], vec![("small_three_sum", vec![12]), ("how_many_red", vec![2]), ("sum_all", vec![20]), ("odd_count", vec![2]), ("max_diff_is", vec![5]), ("sum_red", vec![11])]]),
    ]
}
