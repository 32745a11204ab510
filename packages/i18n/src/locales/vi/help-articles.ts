import type { Messages } from '../ja.ts';

/** The footer's help link and the staff help articles (spec §2 "Layouts and footer"). */
export const helpArticles: Messages['helpArticles'] = {
  footer: {
    help: 'Trợ giúp',
    newTab: '(mở trong thẻ mới)',
  },
  article: {
    eyebrow: 'Trợ giúp',
    open: 'Mở "{{page}}"',
  },
  teacher: {
    title: 'Trợ giúp cho giáo viên',
    lead: 'Hướng dẫn kiểm tra tình hình lớp trong năm phút trước giờ sinh hoạt buổi sáng. Tên trong ngoặc kép là tên menu và nút trên màn hình.',
    morning: {
      title: 'Kiểm tra năm phút buổi sáng',
      step1:
        'Trong "Bảng theo dõi lớp", xem phần nhập và biểu tượng khuôn mặt hôm nay. Hỏi thăm trước những học sinh có "Không tốt", "Hơi không tốt" hoặc "Cần xem (chưa xử lý)".',
      step2:
        'Mở "Cảnh báo" ở phía trên màn hình và xem số "Muốn nói chuyện", tâm trạng không tốt, cơ thể không khỏe và thông báo chuyên cần chưa xử lý hoặc chưa xác nhận.',
      step3: 'Lắng nghe ngay trong ngày mỗi học sinh đã nhấn "Muốn nói chuyện", rồi đánh dấu bằng "Ghi lại cách xử lý".',
      step4: 'Xác nhận thông báo chuyên cần của phụ huynh. Khi xác nhận, chuyên cần được cập nhật.',
    },
    sections: {
      dashboard: {
        title: 'Bảng theo dõi lớp và cảnh báo',
        body: 'Tâm trạng, sức khỏe và "Muốn nói chuyện" của lớp hôm nay nằm trong một bảng. Chuyển sang một tuần để thấy ai không khỏe nhiều ngày. Tình trạng xấu kéo dài sẽ thành cảnh báo. Sau khi hỏi thăm học sinh, nhấn "Đánh dấu đã xử lý" (không thể hoàn tác).',
      },
      talk: {
        title: '"Muốn nói chuyện"',
        body: 'Khi học sinh nhấn "Muốn nói chuyện", thông báo hiện ở góc trên bên phải màn hình trong vài giây. Xem ai và khi nào trong bảng theo dõi "Muốn nói chuyện", và nhấn "Ghi lại cách xử lý" sau khi lắng nghe.',
      },
      attendance: {
        title: 'Chuyên cần và ghi chú',
        body: 'Ghi chuyên cần ở hàng của học sinh trong "Bảng theo dõi lớp". Xem thông báo của phụ huynh trong "Thông báo chuyên cần". Nhấn tên học sinh để mở trang hồ sơ; dùng "Thêm ghi chú" để lưu điều bạn nhận thấy.',
      },
      bullying: {
        title: 'Cảnh báo bắt nạt',
        body: 'Câu trả lời khảo sát về bắt nạt yêu cầu nhập lại mật khẩu trước khi hiển thị. Màn hình lớp cho thấy giai đoạn (Giai đoạn 1 đến Giai đoạn 3) và dấu "chứng kiến" và "muốn nói chuyện". Sau khi xử lý, đổi trạng thái bằng "Sửa trạng thái xác nhận". Hãy chia sẻ Giai đoạn 2 trở lên với nhóm phụ trách của trường; đừng xử lý một mình.',
      },
      questionnaires: {
        title: 'Bảng hỏi',
        body: 'Trong "Bảng hỏi" ở phía trên màn hình, xem các bảng hỏi đang diễn ra và số người đã trả lời. Giáo viên quản trị tạo và gửi bảng hỏi. "Trả lời thử" cho xem màn hình của học sinh mà không lưu.',
      },
      exports: {
        title: 'Báo cáo và tải xuống',
        body: 'Trong "Báo cáo", tải xuống báo cáo đăng ký, việc dùng "Muốn nói chuyện" và tình trạng học sinh dưới dạng Excel. PDF câu trả lời khảo sát bắt nạt cần vài phút để chuẩn bị; danh sách ở góc dưới bên phải báo khi xong. Hãy giữ tệp đã tải trong trường.',
      },
      settings: {
        title: 'Cài đặt (giáo viên quản trị)',
        body: 'Trong "Cài đặt", thay đổi cảnh báo, khối và lớp, học sinh, giáo viên, lịch của trường và các mục khác. Chỉ giáo viên quản trị mới thay đổi được; giáo viên khác có thể xem.',
      },
      contact: {
        title: 'Khi cần giúp đỡ',
        body: 'Nếu không đăng nhập được, đặt lại mật khẩu từ "Quên mật khẩu?" ở trang đăng nhập. Hỏi giáo viên quản trị của trường về tài khoản và cài đặt, và hỏi Sở giáo dục về việc của toàn trường. Khi an toàn của trẻ bị đe dọa, hãy báo ngay cho ban giám hiệu; đừng chờ ứng dụng.',
      },
    },
  },
  board: {
    title: 'Trợ giúp cho Sở giáo dục',
    lead: 'Cách dùng các màn hình của Sở giáo dục. Tên trong ngoặc kép là tên menu và nút ở phía trên màn hình.',
    sections: {
      dashboard: {
        title: 'Bảng điều khiển',
        body: 'Tỷ lệ nhập hôm nay và tháng này của mọi trường và số học sinh có cảnh báo. Nhấn vào một con số để mở báo cáo tương ứng.',
      },
      reports: {
        title: 'Báo cáo và bảo vệ nhóm nhỏ',
        body: 'Trong "Báo cáo", xem tình hình sử dụng theo tháng, việc dùng "Muốn nói chuyện", số người dùng theo ngày và tình trạng học sinh theo trường và khối, rồi tải xuống Excel hoặc PDF. Để không thể nhận ra học sinh, số từ 1 đến 4 hiển thị là "<5", và số có thể suy ra từ tổng hiển thị là "*". Thay đổi trong "Cài đặt", "Cài đặt báo cáo".',
      },
      schools: {
        title: 'Danh sách trường và tài khoản trường',
        body: 'Trong "Danh sách trường", xem tỷ lệ nhập hôm nay và các "Muốn nói chuyện" và cảnh báo chưa xử lý của từng trường. "Truy cập tài khoản trường" mở màn hình giáo viên của trường đó với quyền của Sở; thao tác của bạn được ghi lại. Nhấn "Quay lại Sở" ở phía trên màn hình để kết thúc.',
      },
      settings: {
        title: 'Cài đặt',
        body: 'Trong "Cài đặt", chọn người nhận thư cảnh báo, các mạng được phép (địa chỉ IP), khi nào gửi thư nhắc cho trường, cùng danh sách và nhập giáo viên (đăng ký nhiều giáo viên một lúc bằng mẫu Excel).',
      },
      contact: {
        title: 'Khi cần giúp đỡ',
        body: 'Nếu không đăng nhập được, đặt lại mật khẩu từ "Quên mật khẩu?" ở trang đăng nhập. Tài khoản giáo viên do giáo viên quản trị của trường đăng ký hoặc qua nhập giáo viên.',
      },
    },
  },
  parent: {
    title: 'Dành cho phụ huynh',
    lead: 'Cách báo cho trường khi con vắng mặt, đi muộn hoặc về sớm.',
    sections: {
      absent: {
        title: 'Cách gửi liên lạc',
        body: 'Trong "Gửi liên lạc", chọn con, ngày và loại liên lạc, nhấn "Kiểm tra nội dung", rồi nhấn "Gửi". Có thể liên lạc từ hôm nay đến 7 ngày sau.',
      },
      history: {
        title: 'Lịch sử và hủy',
        body: 'Trong "Lịch sử", xem các liên lạc đã gửi và trường đã xác nhận hay chưa. Nếu kế hoạch thay đổi, hủy bằng "Hủy liên lạc này".',
      },
      language: {
        title: 'Ngôn ngữ',
        body: 'Chọn ngôn ngữ hiển thị bằng nút chuyển ngôn ngữ ở góc trên bên phải.',
      },
      contact: {
        title: 'Khi khẩn cấp',
        body: 'Với việc khẩn cấp hoặc liên quan đến an toàn của con, xin gọi điện trực tiếp cho trường thay vì dùng ứng dụng.',
      },
    },
  },
};
